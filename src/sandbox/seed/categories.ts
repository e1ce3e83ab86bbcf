/**
 * The category tree of the seeded catalogue. Ids are 4 to 10 digits (docs/requirements/catalogue.md#routes), and the
 * category URL is /{locale}/c/{slug}-{id}. Shared by the catalogue seed, the CMS seed (links,
 * menus) and tests.
 */
export type Department = 'footwear' | 'apparel' | 'gear';

export interface Category {
  id: string;
  slug: string;
  name: string;
  department: Department;
  /** Parent category id; top-level departments have none. */
  parent?: string;
}

export const CATEGORIES: readonly Category[] = [
  { id: '1000', slug: 'footwear', name: 'Footwear', department: 'footwear' },
  { id: '1001', slug: 'mens-hiking-boots', name: "Men's Hiking Boots", department: 'footwear', parent: '1000' },
  { id: '1002', slug: 'womens-hiking-boots', name: "Women's Hiking Boots", department: 'footwear', parent: '1000' },
  { id: '1003', slug: 'trail-runners', name: 'Trail Runners', department: 'footwear', parent: '1000' },
  { id: '1004', slug: 'sandals', name: 'Sandals', department: 'footwear', parent: '1000' },
  { id: '2000', slug: 'apparel', name: 'Apparel', department: 'apparel' },
  { id: '2001', slug: 'mens-jackets', name: "Men's Jackets", department: 'apparel', parent: '2000' },
  { id: '2002', slug: 'womens-jackets', name: "Women's Jackets", department: 'apparel', parent: '2000' },
  { id: '2003', slug: 'fleece-and-midlayers', name: 'Fleece & Midlayers', department: 'apparel', parent: '2000' },
  { id: '2004', slug: 'base-layers', name: 'Base Layers', department: 'apparel', parent: '2000' },
  { id: '2005', slug: 'hiking-pants', name: 'Hiking Pants', department: 'apparel', parent: '2000' },
  { id: '3000', slug: 'gear', name: 'Gear', department: 'gear' },
  { id: '3001', slug: 'backpacks', name: 'Backpacks', department: 'gear', parent: '3000' },
  { id: '3002', slug: 'tents', name: 'Tents', department: 'gear', parent: '3000' },
  { id: '3003', slug: 'sleeping-bags', name: 'Sleeping Bags', department: 'gear', parent: '3000' },
  { id: '3004', slug: 'trekking-poles', name: 'Trekking Poles', department: 'gear', parent: '3000' },
  { id: '300500', slug: 'headlamps-and-lighting', name: 'Headlamps & Lighting', department: 'gear', parent: '3000' },
];

export { categoryPath, productPath } from '../../lib/site/routes.ts';
