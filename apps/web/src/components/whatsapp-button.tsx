/**
 * «WhatsApp»: opens a chat with the store, in a new tab (the app on a phone), with `text` already written.
 * Give it what the store needs to answer without asking back:
 *   <WhatsAppButton text={t('whatsapp', { code: variant.code, name })} />   a product, by its code
 *   <WhatsAppButton text={t('detail.whatsapp', { id: order.saleid })} />    an order, by its number
 * The number is the build's VITE_STORE_WHATSAPP (digits with the country code, e.g. 593987654321), or the
 * store's profile when unset.
 */
import { STORE_PROFILE, whatsappLink } from '@store/contracts/store-profile';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from '../lib/i18n.ts';
import { buttonClass } from './ui/button.tsx';

declare global {
  interface ImportMetaEnv {
    /** the store's WhatsApp number, set at build time; STORE_PROFILE.whatsapp when unset */
    readonly VITE_STORE_WHATSAPP?: string;
  }
}

/** The number chats open with. */
export const storeWhatsapp = import.meta.env.VITE_STORE_WHATSAPP || STORE_PROFILE.whatsapp;

export function WhatsAppButton({ text, className = '' }: { text: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={whatsappLink(storeWhatsapp, text)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.aria')}
      className={buttonClass(
        'outline',
        'md',
        `border-emerald-600 text-emerald-800 hover:border-emerald-700 hover:bg-emerald-50 hover:text-emerald-900 ${className}`,
      )}
    >
      <MessageCircle className="size-4 text-emerald-600" aria-hidden="true" />
      {t('whatsapp.label')}
    </a>
  );
}
