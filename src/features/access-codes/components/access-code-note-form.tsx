import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { storyTexts } from '../../../shared/domain/story-texts';
import { accessCodeNoteSchema, type AccessCode, type AccessCodeNote } from '../../../shared/schemas/playback';
import { useUpdateAccessCodeNote } from '../access-codes.mutations';

/** The code's editable note (free text, see docs/codes.md#list), validated by the schema the server uses. */
export function AccessCodeNoteForm({ code }: { code: AccessCode }) {
  const save = useUpdateAccessCodeNote();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<AccessCodeNote>({ resolver: valibotResolver(accessCodeNoteSchema), values: { note: code.note } });
  const id = `note-${code.id}`;
  return (
    <form
      className="access-code__note"
      noValidate
      onSubmit={handleSubmit((input) => save.mutate({ id: code.id, boardstoryId: code.boardstory, ...input }, { onSuccess: (saved) => reset({ note: saved.note }) }))}
    >
      <label htmlFor={id}>{storyTexts.codeNote}</label>
      <input
        id={id}
        aria-invalid={!!errors.note}
        aria-describedby={errors.note ? `${id}-error` : undefined}
        {...register('note')}
      />
      <button type="submit" className="button button-secondary" disabled={!isDirty || save.isPending}>
        {storyTexts.saveNote}
      </button>
      {errors.note && (
        <p id={`${id}-error`} className="field-error">
          {errors.note.message}
        </p>
      )}
    </form>
  );
}
