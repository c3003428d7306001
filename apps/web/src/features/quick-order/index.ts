/** What other features use of the quick order: its review table and the sentence of a refused line (the back office's «Crear pedido»). */
export { ReviewTable, useLineError } from './components/review-table.tsx';
