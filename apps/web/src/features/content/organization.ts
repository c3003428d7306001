import { STORE_PROFILE } from '@store/contracts/store-profile';

/** The store as search engines read it (schema.org Organization), on the home page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: STORE_PROFILE.name,
    legalName: STORE_PROFILE.legalName,
    taxID: STORE_PROFILE.ruc,
    email: STORE_PROFILE.email,
    telephone: STORE_PROFILE.phone,
    logo: '/favicon.svg',
    address: { '@type': 'PostalAddress', streetAddress: STORE_PROFILE.address, addressCountry: 'EC' },
  };
}
