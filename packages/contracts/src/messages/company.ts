/** Spanish messages of a distributor's company and its people (docs/product.md §28). MSG spreads them. */
import { COMPANY_INVITATION_HOURS, ORDER_APPROVAL_HOURS, PEOPLE_MAX } from '../constants.ts';

export const COMPANY_MSG = {
  companyOwnerOnly: 'Solo el titular de la empresa puede hacer esto',
  companyDataOwnerOnly: 'Solo el titular puede cambiar los datos de la empresa; usted puede cambiar su nombre y su teléfono',
  viewerCannotOrder:
    'Su usuario es de consulta: puede ver precios y pedidos, pero no comprar. Pida al titular de su empresa que cambie su rol',
  companyRoleInvalid: 'Elija un rol: Titular, Comprador o Consulta',
  orderLimitInvalid: 'Escriba el límite por pedido en dólares (por ejemplo 500 o 750,50), o déjelo vacío para no poner límite',
  personNotFound: 'Esa persona no está en su empresa',
  personUpdated: 'Cambios guardados',
  personRemoved: 'La persona ya no tiene acceso a su empresa; sus sesiones se cerraron',
  lastOwner: 'Su empresa necesita al menos un titular activo: nombre antes a otra persona como titular',
  personEmailTaken: 'Ese correo ya tiene una cuenta en la tienda',
  personAlreadyInvited: 'Ya hay una invitación abierta para ese correo',
  peopleMax: `Una empresa puede tener hasta ${PEOPLE_MAX} personas e invitaciones abiertas: quite el acceso de alguien o cancele una invitación antes de invitar a otra persona`,
  companyInvitationSent: `Invitación enviada: el enlace vale ${COMPANY_INVITATION_HOURS} horas, una sola vez`,
  invitationCanceled: 'Invitación cancelada',
  companyInvitationNotFound: 'La invitación no existe o ya fue aceptada',
  companyInvitationInvalid: 'El enlace de invitación no es válido o ya fue usado. Pida al titular de su empresa una nueva invitación.',
  companyInvitationExpired: 'La invitación venció. Pida al titular de su empresa que se la envíe de nuevo.',
  companyInvitationAccepted: 'Su usuario está listo. Inicie sesión con su correo y la contraseña que eligió.',
  orderAwaitingApproval: (limit: string) =>
    `Su pedido supera su límite por pedido de ${limit}: quedó «Por aprobar» y avisamos al titular de su empresa. Su stock queda reservado ${ORDER_APPROVAL_HOURS} horas.`,
  orderNotAwaitingApproval: 'Este pedido ya no está por aprobar',
  orderApprovedByOwner: 'Pedido aprobado: la tienda ya lo recibió',
  orderRejectedByOwner: 'Pedido rechazado: su stock quedó libre y avisamos a quien lo hizo',
  orderRejectReasonRequired: 'Escriba por qué rechaza el pedido',
  orderApprovalExpired: `No se aprobó en ${ORDER_APPROVAL_HOURS} horas: su stock quedó libre`,
} as const;
