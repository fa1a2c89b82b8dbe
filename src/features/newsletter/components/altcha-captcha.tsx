import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { apiUrl } from '../../../lib/api-client';

export type CaptchaHandle = { reset: () => void };

let loading: Promise<unknown> | undefined;
/** The widget (about 30 KB gzip) and its German texts load once, on first need, never with the first page. */
const loadWidget = () => (loading ??= Promise.all([import('altcha'), import('altcha/i18n/de')]));

type Props = {
  /** Set once the form is in view or focused: the widget's code is fetched then, ready before the first key. */
  active: boolean;
  /** Whether focus is inside the form; the widget starts solving on focus (see docs/content.md#newsletter). */
  focused: boolean;
  onSolution: (payload: string | undefined) => void;
  ref?: Ref<CaptchaHandle>;
};

/**
 * The self-hosted proof-of-work captcha (ALTCHA): it fetches a challenge from our server, solves it in
 * the browser and hands the payload up; the form sends it as `frcSolution`.
 */
export function AltchaCaptcha({ active, focused, onSolution, ref }: Props) {
  const [ready, setReady] = useState(false);
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const onSolutionRef = useRef(onSolution);
  useEffect(() => {
    onSolutionRef.current = onSolution;
  });

  useEffect(() => {
    if (active) void loadWidget().then(() => setReady(true));
  }, [active]);

  useEffect(() => {
    const el = widget.current;
    if (!ready || !el) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      onSolutionRef.current(state === 'verified' ? payload : undefined);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  // the form may have had focus before the widget arrived; then it starts at once
  useEffect(() => {
    const el = widget.current;
    if (ready && focused && el?.getState?.() === 'unverified') void el.verify();
  }, [ready, focused]);

  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset?.() }), []);

  if (!ready) return <div className="captcha-placeholder" aria-hidden="true" />;
  return <altcha-widget ref={widget} challenge={apiUrl.captcha()} auto="onfocus" language="de" name="altcha" />;
}
