/**
 * Where a form fetched on intent (a lazy chunk) is shown: "Loading the form…" while its chunk
 * comes, and, if the chunk cannot be fetched (offline), an alert in the form's place with a way
 * back (the caller's cancel), instead of the island failing.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { SECONDARY_BUTTON } from './buttons.tsx';
import { Notice } from './fields.tsx';

interface Words {
  loadingForm: string;
  formFailed: string;
  cancel: string;
}

/** The chunk could not be fetched: say so where the form would be. */
export class LazyFormBoundary extends Component<{ failed: string; cancel: string; onCancel: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="flex flex-col gap-3">
        <Notice message={this.props.failed} />
        <div>
          <button type="button" className={SECONDARY_BUTTON} onClick={this.props.onCancel}>
            {this.props.cancel}
          </button>
        </div>
      </div>
    );
  }
}

/** A lazy form with its loading status and its failure. */
export function LazyForm({ t, onCancel, children }: { t: Words; onCancel: () => void; children: ReactNode }) {
  return (
    <LazyFormBoundary failed={t.formFailed} cancel={t.cancel} onCancel={onCancel}>
      <Suspense fallback={<p role="status">{t.loadingForm}</p>}>{children}</Suspense>
    </LazyFormBoundary>
  );
}
