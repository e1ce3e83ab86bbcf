/**
 * Colour swatches and size/attribute pickers: native radio groups (arrow keys move, the name is
 * the option's label), so they need no script of their own. An option that leads to no variant
 * in stock is marked (struck through, "unavailable" in its name) but stays choosable: a sold-out
 * variant is how the shopper reaches notify-me.
 */
import type { Product, ProductAttribute } from '../../schemas/api/product.ts';
import { COLOR, optionInStock, type Selection } from '../../src/lib/catalogue/variants.ts';
import type { QuickShopMessages } from '../../src/lib/quick-shop/messages.ts';

interface PickerProps {
  product: Product;
  attribute: ProductAttribute;
  selection: Selection;
  onChoose: (type: string, value: string) => void;
  /** The "please choose" message, when the shopper tried to add without this choice. */
  error: string | null;
  m: QuickShopMessages;
  idPrefix: string;
}

/** A swatch value is a hex colour or an image URL. */
const swatchStyle = (swatch: string | undefined) =>
  !swatch ? undefined : swatch.startsWith('#') ? { backgroundColor: swatch } : { backgroundImage: `url("${swatch.replace(/"/g, '%22')}")`, backgroundSize: 'cover' };

export function Picker({ product, attribute, selection, onChoose, error, m, idPrefix }: PickerProps) {
  const isColor = attribute.type === COLOR;
  const chosen = attribute.options.find((o) => o.value === selection[attribute.type]);
  const errorId = `${idPrefix}-${attribute.type}-error`;
  return (
    <fieldset className="mt-5" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-bold">
        {attribute.label}
        {chosen ? <span className="font-normal">: {chosen.label}</span> : null}
      </legend>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-bold text-sale">
          {error}
        </p>
      ) : null}
      <div className={isColor ? 'mt-2 flex flex-wrap gap-2' : 'mt-2 grid grid-cols-4 gap-2 sm:grid-cols-5'}>
        {attribute.options.map((option) => {
          const inStock = option.available !== false && optionInStock(product, selection, attribute, option.value);
          const name = inStock ? option.label : `${option.label}, ${m.unavailable}`;
          const checked = selection[attribute.type] === option.value;
          return (
            <label
              key={option.value}
              className={
                isColor
                  ? `relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full border-2 ${checked ? 'border-brand-ink' : 'border-transparent'} has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus`
                  : `relative flex min-h-11 cursor-pointer items-center justify-center rounded border px-2 text-sm ${checked ? 'border-brand-ink bg-brand-ink text-white' : 'border-brand-stone/50 bg-white'} ${inStock ? '' : 'text-brand-stone line-through'} has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus`
              }
            >
              <input
                type="radio"
                // Invisible but covering the whole option: a tap anywhere on it is a tap on the radio.
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
                name={`${idPrefix}-${attribute.type}`}
                value={option.value}
                checked={checked}
                aria-label={name}
                onChange={() => onChoose(attribute.type, option.value)}
              />
              {isColor ? (
                <span
                  aria-hidden="true"
                  className={`size-8 rounded-full border border-brand-stone/40 ${inStock ? '' : 'opacity-40'}`}
                  style={swatchStyle(option.swatch) ?? { backgroundColor: '#e9e2d0' }}
                />
              ) : (
                <span aria-hidden="true">{option.label}</span>
              )}
              {isColor && !inStock ? <span aria-hidden="true" className="pointer-events-none absolute h-0.5 w-10 rotate-45 bg-brand-stone" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
