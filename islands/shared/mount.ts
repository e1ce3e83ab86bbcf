/**
 * Mounts a React island once, under its own root element at the end of <body>, for the islands
 * that load on intent (src/lib/islands/lazy.ts). Later calls reuse the root.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

const roots = new Map<string, HTMLElement>();

export function mountOnce(name: string, component: ComponentType): HTMLElement {
  const known = roots.get(name);
  if (known) return known;
  const el = document.createElement('div');
  el.dataset.islandRoot = name;
  document.body.append(el);
  roots.set(name, el);
  createRoot(el).render(createElement(component));
  return el;
}
