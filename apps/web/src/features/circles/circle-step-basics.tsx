import { useEffect } from 'react';
import {
  CIRCLE_KINDS,
  CIRCLE_LIMITS as L,
  CIRCLE_MESSAGES as M,
  CIRCLE_SCREEN_TEXTS as T,
} from '@faza/shared';
import { TextField } from '../../components/ui/form-fields';
import { cx } from '../../lib/cx';
import type { CircleDraft } from './circle-draft';
import { FazaEntryField, useFazaEntry } from './faza-entry-field';

/** Step 1: the circle's name, and save together or chip in (with the person it is for). */
export function CircleStepBasics({
  draft,
  onChange,
  errors,
}: {
  draft: CircleDraft;
  onChange: (next: Partial<CircleDraft>) => void;
  errors: Record<string, string>;
}) {
  const beneficiary = useFazaEntry();
  const found = beneficiary.found ? beneficiary.digits : '';
  useEffect(() => {
    if (found !== draft.beneficiaryFaza) onChange({ beneficiaryFaza: found });
  }, [found, draft.beneficiaryFaza, onChange]);
  return (
    <div className="space-y-5">
      <TextField
        label="Circle name"
        name="circle-name"
        placeholder="December rice and oil"
        maxLength={L.nameMaxLength}
        value={draft.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name}
        hint={`${L.nameMinLength} to ${L.nameMaxLength} characters. Your members see it.`}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Kind of circle</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {CIRCLE_KINDS.map((kind) => (
            <label
              key={kind}
              className={cx(
                'flex cursor-pointer gap-3 rounded-2xl bg-white p-4 ring-1 transition-colors',
                draft.kind === kind ? 'ring-2 ring-palm-600' : 'ring-cream-200 hover:ring-palm-300',
              )}
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => onChange({ kind })}
                className="mt-1 size-4 accent-palm-600"
              />
              <span>
                <span className="block font-bold text-ink-900">{M.kindLabel[kind]}</span>
                <span className="block text-sm text-ink-600">{T.kindHelp[kind]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.kind && <p className="mt-2 text-sm text-red-700">{errors.kind}</p>}
      </fieldset>
      {draft.kind === 'chip_in' && (
        <FazaEntryField
          entry={beneficiary}
          label="FAZA number of the person it is for"
          serverError={errors['beneficiary-faza']}
        />
      )}
    </div>
  );
}
