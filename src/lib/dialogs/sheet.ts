/**
 * The managed dialogs' stylesheet (dialogs.css), by URL: DialogShell.astro links it beside each
 * dialog rather than importing it, since an imported sheet this small is inlined into the <head>
 * of every page that shares the route's chunk, dialog or not (issue 15). Imported from a module
 * like the blocks' sheets (blocks/styles.ts), so the build emits it among the client's assets.
 */
import dialogSheet from './dialogs.css?url';

export { dialogSheet };
