import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { ApiError } from '../../../lib/api-client';
import { THEME_LABELS, THEMES, type Theme } from '../../../shared/domain/theme';
import { texts } from '../../../shared/domain/texts';
import { selectThemeFormSchema } from '../../../shared/schemas/site-settings';
import { useSetSiteTheme } from '../theme.mutations';
import { themeQueries } from '../theme.queries';
import '../theme.css';

type Form = v.InferOutput<typeof selectThemeFormSchema>;

const errorText = (error: unknown) => (error instanceof ApiError && error.status > 0 ? `Fehler: ${error.description}` : texts.unknownError);

/**
 * The administrators' default theme (docs/interface.md#themes): what every visitor sees who has chosen none on
 * their device. Their own choice in the footer stays theirs.
 */
export function SiteThemeForm() {
  const { data: settings } = useSuspenseQuery(themeQueries.site());
  const { register, handleSubmit } = useForm<Form>({ resolver: valibotResolver(selectThemeFormSchema), values: { select_theme: settings.theme } });
  const save = useSetSiteTheme();
  const [saved, setSaved] = useState<Theme | null>(null);

  return (
    <form className="form site-theme-form" noValidate onSubmit={handleSubmit(({ select_theme }) => save.mutate({ theme: select_theme }, { onSuccess: (s) => setSaved(s.theme) }))}>
      <fieldset>
        <legend>Standard-Darstellung der Website</legend>
        {THEMES.map((theme) => (
          <label key={theme} className="site-theme-form__option">
            <input type="radio" value={theme} {...register('select_theme')} />
            {THEME_LABELS[theme]}
          </label>
        ))}
      </fieldset>
      <p>
        Diese Darstellung sehen alle, die auf ihrem Gerät keine eigene gewählt haben. Wer unten auf der Seite unter
        „Darstellung“ selbst wählt, behält seine Wahl; Geräte, die mehr Kontrast verlangen, zeigen „Hoher Kontrast“.
      </p>
      <div role="status">{saved && `Gespeichert: „${THEME_LABELS[saved]}“ ist jetzt die Standard-Darstellung.`}</div>
      {save.isError && (
        <p className="form-error" role="alert">
          {errorText(save.error)}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        Speichern
      </button>
    </form>
  );
}
