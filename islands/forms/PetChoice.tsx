// Dog / Cat, as the booking and boarding forms ask it (SPEC 3.1): in a file of its own, so the
// forms without a pet (the quick offer, the contact form) load none of it (islands/registry.ts).
import { useText } from '../runtime-config.tsx';

/**
 * Dog / Cat as two large choices: each radio is drawn as the whole pill around its word (at least
 * 44 px tall and wide), so the tap target is the control itself, not a dot beside a word.
 * `chosen`/`onChoose` make it follow a preset (a package's Book button); without them it is the browser's.
 */
export function PetChoice({ pets, chosen, onChoose, invalid, error }: { pets: readonly string[]; chosen?: string; onChoose?: (pet: string) => void; invalid?: boolean; error?: string }) {
  const text = useText();
  // The value is what the lead API knows (Dog, Cat); the word beside it is the page's language.
  const word = (pet: string) => (pet === 'Dog' || pet === 'Cat' ? text(pet) : pet);
  return (
    <fieldset className="field field--radios">
      <legend>{text('Pet')}<span aria-hidden="true"> *</span></legend>
      <div className="radios">
        {pets.map((p) => (
          <label key={p} className="radio">
            <input type="radio" name="pet" value={p} required aria-invalid={invalid ? 'true' : undefined}
              {...(onChoose ? { checked: p === chosen, onChange: () => onChoose(p) } : {})} />
            <span>{word(p)}</span>
          </label>
        ))}
      </div>
      {error ? <p className="field__error" role="alert">{error}</p> : null}
    </fieldset>
  );
}
