import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type Blocker, type BlockerFunction, useBlocker } from '../../../lib/router.tsx';
import adminProductsMessages from '../../../locales/admin-products.ts';

/**
 * Keeps unsaved edits from being lost on the way out of the page. Each part of the page (the product's form, each
 * variant card) reports under its own key whether it holds edits; while one does, a link, the sidebar or the
 * browser's back button asks first (the router's blocker, lib/router.tsx), and a reload or closing the tab gets the
 * browser's own warning. `allowLeaving()` lets the next navigation through (after creating or deleting).
 */
export function useUnsavedChanges() {
  const [dirtyParts, setDirtyParts] = useState<ReadonlySet<string>>(() => new Set());
  const dirty = dirtyParts.size > 0;
  const leaving = useRef(false);

  const markDirty = useCallback((key: string, isDirty: boolean) => {
    setDirtyParts((parts) => {
      if (parts.has(key) === isDirty) return parts;
      const next = new Set(parts);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show their warning only when a value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  return { dirty, markDirty, allowLeaving, blocker };
}

/** The question a blocked navigation asks: stay (the default) or leave and lose the edits. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation(adminProductsMessages);
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          {t('unsaved.leave')}
        </Button>
        <Button onClick={() => blocker.state === 'blocked' && blocker.reset()}>{t('unsaved.stay')}</Button>
      </div>
    </Dialog>
  );
}
