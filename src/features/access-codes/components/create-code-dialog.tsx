import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DayPicker } from './day-picker';
import { ApiError } from '../../../lib/api-client';
import {
  dayLimits,
  defaultEnd,
  endDateError,
  formatInputDay,
  parseInputDay,
  startDateError,
} from '../../../shared/domain/access-code-dates';
import { allSwitchesOn, codeSwitches, offeredSwitches, type CodeSwitch, type StoryFunctions } from '../../../shared/domain/access-code-switches';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import { CheckboxField, TextField } from '../../../ui/form-field';
import { useCreateAccessCode } from '../access-codes.mutations';
import { codeTexts, switchLabel } from '../code-texts';

/** What the dialog needs of the story: its functions and its material. */
export type CodeStory = StoryFunctions & { id: number; explain: boolean; attachments: { id: number; title: string }[] };

type Props = { story: CodeStory; organizationId: number; validUntil: string | null; close: () => void };

type CodeForm = {
  startingDate: string;
  expirationDate: string;
  switches: Record<CodeSwitch, boolean>;
  /** by `a{id}`: ticked material stays visible to pupils, the rest becomes hiddenAttachments */
  material: Record<string, boolean>;
};

/** After success the dialog closes after 500 ms (see docs/codes.md#creation). */
const CLOSE_AFTER_MS = 500;

const materialKey = (id: number) => `a${id}`;

/** The two refusals an owner can act on (see docs/errors.md#codes); any other failure just ends the waiting. */
function failureText(error: Error): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.has('maximum number of codes reached')) return licenceTexts.maxCodesReached;
  if (error.has('no codes left')) return licenceTexts.noCodesLeft;
  return null;
}

/**
 * The owner's code dialog (see docs/codes.md#creation): (1) the validity, from today to the licence's last day; (2) the
 * player functions the story has and its material, all on, fixed once the code exists. Only the current step is
 * rendered (hidden fields would still take Tab); the form keeps the other step's values.
 */
export function CreateCodeDialog({ story, organizationId, validUntil, close }: Props) {
  const [limits] = useState(() => dayLimits(validUntil));
  const [defaults] = useState<CodeForm>(() => ({
    startingDate: formatInputDay(limits.today),
    expirationDate: formatInputDay(defaultEnd(limits.today, limits.licenceEnd)),
    switches: allSwitchesOn,
    material: Object.fromEntries(story.attachments.map((a) => [materialKey(a.id), true])),
  }));
  const { register, handleSubmit, trigger, setValue, reset, formState } = useForm<CodeForm>({
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const create = useCreateAccessCode();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [stepChanged, setStepChanged] = useState(false);
  const [endTyped, setEndTyped] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // a new step is announced by moving focus to its heading (not on opening: the modal focuses the first field)
  useEffect(() => {
    if (stepChanged) heading.current?.focus();
  }, [step, stepChanged]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, close]);

  const goTo = (next: 1 | 2) => {
    setStepChanged(true);
    setStep(next);
  };
  const toFunctions = () => void trigger(['startingDate', 'expirationDate']).then((ok) => ok && goTo(2));

  const startField = register('startingDate', {
    validate: (value) => startDateError(value, limits) ?? true,
    // the end follows the start until the owner types an end of their own
    onChange: (e: { target: { value: string } }) => {
      const start = parseInputDay(e.target.value);
      if (start && !endTyped) setValue('expirationDate', formatInputDay(defaultEnd(start, limits.licenceEnd)));
      if (errors.expirationDate) void trigger('expirationDate');
    },
  });
  const endField = register('expirationDate', {
    validate: (value, all) => endDateError(value, all.startingDate, limits) ?? true,
    onChange: () => setEndTyped(true),
  });

  const submit = (values: CodeForm) => {
    setFailure(null);
    create.mutate(
      {
        boardstory: story.id,
        organization: organizationId,
        // both days passed their checks, so they parse
        startingDate: parseInputDay(values.startingDate)!,
        expirationDate: parseInputDay(values.expirationDate)!,
        ...codeSwitches(story, values.switches),
        hiddenAttachments: story.attachments.filter((a) => !values.material[materialKey(a.id)]).map((a) => a.id),
      },
      {
        onSuccess: () => {
          reset();
          setEndTyped(false);
          setDone(true);
        },
        onError: (error) => setFailure(failureText(error)),
      },
    );
  };
  const title = step === 1 ? codeTexts.stepValidity : codeTexts.stepFunctions;
  return (
    // Enter in a date field goes on to step 2; only step 2 creates the code
    <form
      className="code-dialog"
      noValidate
      onSubmit={
        step === 1
          ? (e) => {
              e.preventDefault();
              toFunctions();
            }
          : handleSubmit(submit)
      }
    >
      <h2>{codeTexts.createCode}</h2>
      <h3 ref={heading} tabIndex={-1}>
        {codeTexts.stepOf(step)}: {title}
      </h3>

      {step === 1 ? (
        <div className="code-dialog__step" key="validity">
          <p>{codeTexts.dayRange(formatInputDay(limits.today), limits.licenceEnd && formatInputDay(limits.licenceEnd))}</p>
          <TextField
            label={codeTexts.validFrom}
            placeholder={codeTexts.dayPlaceholder}
            autoComplete="off"
            error={errors.startingDate?.message}
            registration={startField}
          />
          <DayPicker
            label="Kalender: ersten Tag wählen"
            min={limits.today}
            max={limits.licenceEnd}
            onPick={(day) => {
              setValue('startingDate', formatInputDay(day), { shouldValidate: true });
              if (!endTyped) setValue('expirationDate', formatInputDay(defaultEnd(day, limits.licenceEnd)));
            }}
          />
          <TextField
            label={codeTexts.validUntil}
            placeholder={codeTexts.dayPlaceholder}
            autoComplete="off"
            error={errors.expirationDate?.message}
            registration={endField}
          />
          <DayPicker
            label="Kalender: letzten Tag wählen"
            min={limits.today}
            max={limits.licenceEnd}
            onPick={(day) => {
              setEndTyped(true);
              setValue('expirationDate', formatInputDay(day), { shouldValidate: true });
            }}
          />
          <div className="button-row">
            <button type="button" className="button" onClick={toFunctions}>
              {codeTexts.next}
            </button>
          </div>
        </div>
      ) : (
        <div className="code-dialog__step" key="functions">
          <p>{codeTexts.fixedSettings}</p>
          <fieldset className="code-dialog__group">
            <legend>{codeTexts.functions}</legend>
            {offeredSwitches(story).map((name) => (
              <CheckboxField key={name} label={switchLabel(name, story.explain)} registration={register(`switches.${name}`)} />
            ))}
          </fieldset>
          {story.attachments.length > 0 && (
            <fieldset className="code-dialog__group">
              <legend>{codeTexts.material}</legend>
              {story.attachments.map((a) => (
                <CheckboxField key={a.id} label={a.title} registration={register(`material.${materialKey(a.id)}`)} />
              ))}
            </fieldset>
          )}
          <div className="button-row">
            <button type="button" className="button button-secondary" onClick={() => goTo(1)} disabled={create.isPending}>
              {codeTexts.back}
            </button>
            <button type="submit" className="button" disabled={create.isPending || done}>
              {codeTexts.submit}
            </button>
          </div>
        </div>
      )}

      <p role="status" className="code-dialog__status">
        {create.isPending ? licenceTexts.codeCreating : done ? licenceTexts.codeCreated : ''}
      </p>
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
    </form>
  );
}
