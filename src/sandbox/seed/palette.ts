/** Colourways of the seeded catalogue: value (the ?color= query value), label and swatch. */
export interface Colorway {
  value: string;
  label: string;
  swatch: string;
}

export const PALETTE: readonly Colorway[] = [
  { value: 'black', label: 'Black', swatch: '#1f1f1f' },
  { value: 'moss', label: 'Moss', swatch: '#56643a' },
  { value: 'ember', label: 'Ember', swatch: '#c4472b' },
  { value: 'glacier', label: 'Glacier', swatch: '#8fc1d4' },
  { value: 'sand', label: 'Sand', swatch: '#d6c29a' },
  { value: 'rust', label: 'Rust', swatch: '#9a4a24' },
  { value: 'navy', label: 'Navy', swatch: '#1d2b4f' },
  { value: 'pine', label: 'Pine', swatch: '#2f4f3a' },
  { value: 'sunflower', label: 'Sunflower', swatch: '#e8b320' },
  { value: 'plum', label: 'Plum', swatch: '#5e2f4f' },
  { value: 'fog', label: 'Fog', swatch: '#b9bdb8' },
  { value: 'clay', label: 'Clay', swatch: '#b8735a' },
  { value: 'ocean', label: 'Ocean', swatch: '#1f6f8b' },
  { value: 'sage', label: 'Sage', swatch: '#9caf88' },
  { value: 'charcoal', label: 'Charcoal', swatch: '#3c3f41' },
  { value: 'summit-red', label: 'Summit Red', swatch: '#b3202c' },
];

const byValue = new Map(PALETTE.map((c) => [c.value, c]));
export const colorway = (value: string): Colorway | undefined => byValue.get(value);
