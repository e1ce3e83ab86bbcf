/**
 * The outcome a tester picks in a sandbox payment window (PayPal, Klarna): one radio per test
 * token the sandbox gateway knows (docs/sandbox.md). The provider's colours come as whole class
 * names, so Tailwind sees them.
 */
interface Props<T extends string> {
  legend: string;
  /** The radios' group name (unique on the page). */
  name: string;
  outcomes: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (outcome: T) => void;
  disabled: boolean;
  /** e.g. 'has-checked:border-[#003087]' */
  checkedBorderClass: string;
  /** e.g. 'accent-[#003087]' */
  accentClass: string;
}

export function SandboxOutcomes<T extends string>({ legend, name, outcomes, labels, value, onChange, disabled, checkedBorderClass, accentClass }: Props<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {outcomes.map((o) => (
        <label key={o} className={`flex cursor-pointer items-center gap-3 rounded border border-brand-stone bg-white p-3 has-checked:border-2 ${checkedBorderClass}`}>
          <input type="radio" name={name} value={o} checked={value === o} onChange={() => onChange(o)} disabled={disabled} className={accentClass} />
          <span>{labels[o]}</span>
        </label>
      ))}
    </fieldset>
  );
}
