/** The catalogue's lookup tables and their id columns, in one place (fixed identifiers, never user input). */
export const LOOKUP_ID = {
  brands: 'brandid',
  genders: 'genderid',
  categories: 'categoryid',
  materials: 'materialid',
  types: 'typeid',
  technologies: 'technologyid',
  uses: 'useid',
  colors: 'colorid',
  sizes: 'sizeid',
} as const;
