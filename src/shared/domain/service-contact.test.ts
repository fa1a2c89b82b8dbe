import { describe, expect, it } from 'vitest';
import { serviceContact, telHref } from './service-contact';

describe('serviceContact', () => {
  it('takes the phone, hours and address lines the CMS gives', () => {
    expect(serviceContact({ service_contact: { phone: ' 0341 1234567 ', hours: 'Mo–Fr', address: ['Funkenweg 5', '', '04109 Leipzig'] } })).toEqual({
      phone: '0341 1234567',
      hours: 'Mo–Fr',
      address: ['Funkenweg 5', '04109 Leipzig'],
    });
  });

  it('shows nothing without a phone number, and survives a half-filled WordPress field', () => {
    expect(serviceContact(undefined)).toBeNull();
    expect(serviceContact({})).toBeNull();
    expect(serviceContact({ service_contact: { phone: '  ', hours: '', address: [] } })).toBeNull();
    const odd = { service_contact: { phone: '0341 1', hours: 3, address: 'Funkenweg 5' } } as never;
    expect(serviceContact(odd)).toEqual({ phone: '0341 1', hours: '', address: [] });
  });

  it('dials digits only', () => {
    expect(telHref('0341 / 123-45 67')).toBe('tel:03411234567');
    expect(telHref('+49 341 1234567')).toBe('tel:+493411234567');
  });
});
