/**
 * The UGC widget script, loaded on demand by ugc.client.ts. Like the real Olapic and Curalate
 * widgets (docs/requirements/content-blocks.md#user-generated-content Other), a widget is created in a container by id and destroyed by id; the
 * provider only changes its layout (a grid or a strip, in CSS) and, on the server, which photos
 * it asks for.
 */
import { loadMedia, mountGallery, type Gallery, type UgcConfig } from './gallery.ts';

const widgets = new Map<string, Gallery>();

export async function create(containerId: string, config: UgcConfig): Promise<void> {
  const root = document.getElementById(containerId)?.closest<HTMLElement>('[data-ugc]');
  if (!root || widgets.has(containerId)) return;
  const gallery = mountGallery(root, config, await loadMedia(config));
  if (gallery) widgets.set(containerId, gallery);
}

export function destroy(containerId: string): void {
  widgets.get(containerId)?.destroy();
  widgets.delete(containerId);
}
