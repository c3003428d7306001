/** Spanish messages of a company's branches («Sucursales», docs/product.md §27). MSG spreads them. */

export const BRANCHES_MSG = {
  branchNameRequired: 'Escriba el nombre de la sucursal (por ejemplo «Matriz» o «Local centro»)',
  branchStreetRequired: 'Escriba la dirección de la sucursal: calle principal, número y calle secundaria',
  branchContactRequired: 'Escriba quién recibe los pedidos en la sucursal',
  branchPhoneRequired: 'Escriba el teléfono de la sucursal',
  branchParishUnknown: 'Elija una parroquia del cantón',
  branchNotFound: 'La sucursal no existe',
  branchCreated: 'Sucursal agregada',
  branchUpdated: 'Sucursal actualizada',
  branchDeleted: 'Sucursal eliminada',
  branchMadeMain: 'Esta es ahora su sucursal principal: los pedidos la proponen primero',
  branchMainNotDeleted: 'La sucursal principal no se elimina: elija antes otra como principal',
  branchesMax: 'Una empresa puede tener hasta 50 sucursales: elimine una que ya no use antes de agregar otra',
  branchesOnlyDistributors: 'Solo las empresas distribuidoras tienen sucursales',
} as const;
