import type { Options, ServiceContact } from '../schemas/cms';

/**
 * The customer service contact as far as the CMS options give it: a WordPress may leave the field out or fill it
 * half, so only a phone number and address lines that are text count. Null when there is no phone number to show.
 */
export function serviceContact(options: Pick<Options, 'service_contact'> | undefined): ServiceContact | null {
  const contact: unknown = options?.service_contact;
  if (!contact || typeof contact !== 'object') return null;
  const { phone, hours, address } = contact as Record<string, unknown>;
  if (typeof phone !== 'string' || !phone.trim()) return null;
  return {
    phone: phone.trim(),
    hours: typeof hours === 'string' ? hours.trim() : '',
    address: Array.isArray(address) ? address.filter((line): line is string => typeof line === 'string' && line.trim() !== '') : [],
  };
}

/** A phone number as a tel: link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
