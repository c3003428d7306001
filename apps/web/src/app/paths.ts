// The page paths live in the contracts, where the server reads them too (unknown paths answer 404).
export { paths } from '@store/contracts/paths';
