/**
 * A list item's own error (favorites, saved for later): an alert under the item, its id for the
 * item's buttons' aria-describedby. Nothing when there is no error.
 */
export function ItemError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-bold text-brand-ember">
      {message}
    </p>
  );
}
