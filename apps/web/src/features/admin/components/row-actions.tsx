import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** The pencil and bin of a row or card; each button's label names what it acts on. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={editLabel} onClick={onEdit}>
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" aria-label={deleteLabel} className="hover:!bg-red-50 hover:!text-red-700" onClick={onDelete}>
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </>
  );
}
