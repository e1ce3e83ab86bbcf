/** The buy-now-pay-later info dialog (docs/requirements/content-blocks.md#dialogs-and-panels "buy-now-pay-later info"): how Klarna's instalments work. */
import { DIALOGS } from '../../../src/lib/dialogs/names.ts';
import { closeDialog } from '../../../src/stores/dialogs.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import type { KlarnaMessages } from './messages.ts';

export function KlarnaInfoDialog({ t }: { t: KlarnaMessages }) {
  return (
    <Dialog name={DIALOGS.bnplInfo} title={t.infoTitle} closeLabel={t.close}>
      <div className="flex flex-col gap-3">
        <ul className="flex list-disc flex-col gap-2 pl-5">
          {t.infoPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="text-sm">{t.infoCountries}</p>
        <button type="button" onClick={() => closeDialog(DIALOGS.bnplInfo)} className="min-h-11 self-start rounded border-2 border-brand px-6 font-semibold text-brand">
          {t.close}
        </button>
      </div>
    </Dialog>
  );
}
