import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { accountTexts } from '../../../shared/domain/account-texts';
import { useModals } from '../../../ui/modal.atoms';
import { newsletterFormSchema, type NewsletterFormValues } from '../newsletter-form-schema';
import { useSubscribeNewsletter } from '../newsletter.mutations';
import { newsletterTexts as t } from '../newsletter.texts';
import { AltchaCaptcha, type CaptchaHandle } from './altcha-captcha';
import '../newsletter-form.css';

export type NewsletterFormProps = { variant: 'footer' | 'standalone'; title?: string; text?: string; active: boolean };

/**
 * Newsletter sign-up (see docs/content.md#newsletter): e-mail and a solved captcha; the standalone variant also asks
 * for salutation and names and has a consent box that starts ticked. HTTP 200 is success, anything else failure.
 */
export default function NewsletterForm({ variant, title, text, active }: NewsletterFormProps) {
  const id = useId();
  const standalone = variant === 'standalone';
  const [focused, setFocused] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const { open } = useModals();
  const { register, handleSubmit, setValue, control, formState } = useForm<NewsletterFormValues>({
    resolver: valibotResolver(newsletterFormSchema),
    // the footer has no consent box: signing up there is the consent
    defaultValues: { email: '', frcSolution: '', firstName: '', lastName: '', salutation: '', consent: true },
  });
  const solution = useWatch({ control, name: 'frcSolution' });
  const errors = formState.errors;

  const subscribe = useSubscribeNewsletter();
  const send = ({ consent: _consent, ...values }: NewsletterFormValues) =>
    subscribe.mutate(standalone ? values : { email: values.email, frcSolution: values.frcSolution }, {
      onError: () => {
        // a solution counts once: the next attempt needs a new one
        setValue('frcSolution', '');
        captcha.current?.reset();
      },
    });

  const showPrivacyNote = () =>
    open({ label: t.privacyTitle, render: () => (<><h2>{t.privacyTitle}</h2><p>{t.privacyText}</p></>) });

  if (subscribe.isSuccess) {
    return (
      <div className={`newsletter newsletter--${variant}`}>
        <p role="status" className="newsletter__success">{accountTexts.newsletterSuccess}</p>
      </div>
    );
  }

  const field = (name: 'email' | 'firstName' | 'lastName', label: string, type = 'text', autoComplete?: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...register(name)}
      />
      {errors[name] && <p id={`${id}-${name}-error`} className="field-error">{errors[name].message}</p>}
    </div>
  );

  return (
    <form
      className={`newsletter newsletter--${variant}`}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void handleSubmit(send)(e)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
    >
      <h2 id={`${id}-title`}>{title || t.footerTitle}</h2>
      <p>{text || t.footerText}</p>
      {standalone && (
        <>
          <div className="field">
            <label htmlFor={`${id}-salutation`}>{t.salutation}</label>
            <select id={`${id}-salutation`} {...register('salutation')}>
              <option value="">Keine Angabe</option>
              {t.salutations.map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
          </div>
          {field('firstName', t.firstName, 'text', 'given-name')}
          {field('lastName', t.lastName, 'text', 'family-name')}
        </>
      )}
      {/* docs/interface.md#labels; the form is its own named region, so they stay apart from a login form's */}
      {field('email', t.email, 'email', 'email')}
      {standalone && (
        <div className="field field--checkbox">
          <input id={`${id}-consent`} type="checkbox" aria-invalid={!!errors.consent} {...register('consent')} />
          <label htmlFor={`${id}-consent`}>{t.consent}</label>
          {errors.consent && <p className="field-error">{errors.consent.message}</p>}
        </div>
      )}
      <input type="hidden" {...register('frcSolution')} />
      <AltchaCaptcha ref={captcha} active={active || focused} focused={focused} onSolution={(p) => setValue('frcSolution', p ?? '', { shouldValidate: !!p })} />
      {errors.frcSolution && !solution && <p className="field-error">{errors.frcSolution.message}</p>}
      <div className="newsletter__actions">
        <button type="submit" className="button" disabled={!solution || subscribe.isPending}>
          {t.send}
        </button>
        <button type="button" className="link-button" onClick={showPrivacyNote}>
          {t.privacyLink}
        </button>
      </div>
      {subscribe.isError && <p role="alert" className="form-error">{accountTexts.newsletterFailure}</p>}
    </form>
  );
}
