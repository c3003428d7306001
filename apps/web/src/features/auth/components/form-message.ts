/** TRANSITION (issue 11): moved to components/form; this goes once admin/products and content import it there. */
export { fieldMessage } from '../../../components/form/form-message.ts';
