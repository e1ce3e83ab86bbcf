/**
 * What both UGC widgets share: reading photos from the social media service (through the
 * storefront's /api/social, docs/requirements/content-blocks.md#user-generated-content), filling the block's placeholders, and the photo dialog
 * (who posted it, the products in it, and a report form).
 */
import type { SocialMedia, SocialMediaPage, SocialStream } from '../../schemas/api/social.ts';
import { EMAIL_PATTERN } from '../../schemas/forms/validators.ts';
import type { UgcSource } from './source.ts';

export interface UgcConfig {
  provider: 'olapic' | 'curalate';
  containerId: string;
  locale: string;
  source: UgcSource;
  limit: number;
  instanceId: string | null;
}

const TIMEOUT_MS = 8000;

export async function social<T>(config: Pick<UgcConfig, 'locale'>, path: string, query: Record<string, string> = {}, body?: unknown): Promise<T> {
  const params = new URLSearchParams({ locale: config.locale, ...query });
  const res = await fetch(`/api/social/${path}?${params}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`social ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The photos of the widget's source; the brand's account comes from the service's auth. */
export async function loadMedia(config: UgcConfig): Promise<SocialMedia[]> {
  const page = { limit: String(config.limit) };
  let answer: SocialMediaPage;
  if (config.source.kind === 'stream') answer = await social(config, 'streams/media/recent', { ...page, tagKey: config.source.tagKey });
  else if (config.source.kind === 'category') answer = await social(config, 'categories/media/recent', { ...page, categoryId: config.source.categoryId });
  else {
    const { customer } = await social<{ customer: { id: string } }>(config, 'auth');
    answer = await social(config, `customers/${encodeURIComponent(customer.id)}/media/recent`, page);
  }
  return answer.media;
}

export interface Gallery {
  destroy(): void;
}

/** Fills the container with the photos and wires the dialog. Returns null when there is nothing to show. */
export function mountGallery(root: HTMLElement, config: UgcConfig, media: readonly SocialMedia[]): Gallery | null {
  const list = root.querySelector<HTMLUListElement>('[data-ugc-list]');
  const tile = root.querySelector<HTMLTemplateElement>('template[data-ugc-tile]');
  const found = root.querySelector<HTMLDialogElement>('dialog[data-ugc-dialog]');
  if (!list || !tile || !found) return null;
  const dialog: HTMLDialogElement = found;
  if (media.length === 0) {
    root.hidden = true;
    return null;
  }
  const openLabel = tile.dataset.openLabel ?? '{user}';
  const items = media.map((photo) => {
    const item = (tile.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    const button = item.querySelector('button') as HTMLButtonElement;
    const img = item.querySelector('img') as HTMLImageElement;
    img.src = photo.url;
    img.width = photo.width;
    img.height = photo.height;
    // docs/requirements/content-blocks.md#errors-in-content-blocks: a photo that fails to load is only logged; its tile goes.
    img.addEventListener('error', () => {
      console.error(`[ugc] photo ${photo.id} could not load`);
      item.remove();
    });
    button.setAttribute('aria-label', openLabel.replace('{user}', `@${photo.username}`).replace('{caption}', photo.caption));
    button.addEventListener('click', () => open(photo));
    return item;
  });
  list.replaceChildren(...items);
  list.removeAttribute('aria-busy');

  const q = <T extends Element>(s: string) => dialog.querySelector<T>(s);
  const form = q<HTMLFormElement>('[data-ugc-report-form]');
  const status = q<HTMLElement>('[data-ugc-report-status]');
  const emailError = q<HTMLElement>('[data-ugc-email-error]');
  let current: SocialMedia | null = null;

  async function open(photo: SocialMedia): Promise<void> {
    current = photo;
    const user = q<HTMLElement>('[data-ugc-user]');
    if (user) user.textContent = `@${photo.username}`;
    const caption = q<HTMLElement>('[data-ugc-caption]');
    if (caption) caption.textContent = photo.caption;
    const img = q<HTMLImageElement>('[data-ugc-photo]');
    if (img) {
      img.src = photo.url;
      img.alt = photo.caption;
    }
    q<HTMLDetailsElement>('[data-ugc-report]')?.removeAttribute('open');
    form?.reset();
    if (status) status.textContent = '';
    if (emailError) emailError.textContent = '';
    const streams = q<HTMLElement>('[data-ugc-streams]');
    if (streams) streams.hidden = true;
    dialog.showModal();
    try {
      const { streams: products } = await social<{ streams: SocialStream[] }>(config, `media/${encodeURIComponent(photo.id)}/streams`);
      if (current === photo) showStreams(products);
    } catch (error) {
      console.error('[ugc] the products in this photo could not load', error);
    }
  }

  function showStreams(products: readonly SocialStream[]): void {
    const box = q<HTMLElement>('[data-ugc-streams]');
    const list = q<HTMLUListElement>('[data-ugc-stream-list]');
    const template = root.querySelector<HTMLTemplateElement>('template[data-ugc-stream]');
    if (!box || !list || !template) return;
    list.replaceChildren(
      ...products.map((p) => {
        const li = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
        const a = li.querySelector('a') as HTMLAnchorElement;
        a.href = p.url;
        a.dataset.interactionOrigin = 'Shop the Look';
        const img = li.querySelector('img') as HTMLImageElement;
        if (p.image) img.src = p.image;
        else img.remove();
        (li.querySelector('span') as HTMLElement).textContent = p.name;
        return li;
      }),
    );
    box.hidden = products.length === 0;
  }

  const close = () => dialog.close();
  q<HTMLButtonElement>('[data-ugc-close]')?.addEventListener('click', close);
  // A click on the backdrop (the dialog itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });

  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!current || !status) return;
    const email = (form.elements.namedItem('email') as HTMLInputElement).value.trim();
    const reason = (form.elements.namedItem('reason') as HTMLSelectElement).value;
    const problem = !email ? form.dataset.required : EMAIL_PATTERN.test(email) ? '' : form.dataset.emailInvalid;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    if (emailError) emailError.textContent = problem ?? '';
    input.setAttribute('aria-invalid', String(Boolean(problem)));
    if (problem) {
      input.focus();
      return;
    }
    try {
      await social(config, `media/${encodeURIComponent(current.id)}/reports`, {}, { email, reason });
      status.textContent = form.dataset.sent ?? '';
    } catch (error) {
      console.error('[ugc] the report could not be sent', error);
      status.textContent = form.dataset.failed ?? '';
    }
  });

  return {
    destroy() {
      dialog.close();
      list.replaceChildren();
    },
  };
}
