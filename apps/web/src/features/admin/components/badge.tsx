// The badge is shared UI now (the store's order badges use it too); the back office's pages import it from here.
export { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
