/**
 * Spanish messages of the staff's accounts, roles, history and the warehouse's views (decision 030). The store's
 * MSG spreads the first object (the invitation's own page is public), ADMIN_MSG the second.
 */
import { STAFF_INVITATION_HOURS } from '../staff-roles.ts';

export const STAFF_MSG = {
  invitationInvalid: 'El enlace de invitación no es válido o ya fue usado. Pida al administrador una nueva invitación.',
  invitationExpired: 'La invitación venció. Pida al administrador que se la envíe de nuevo.',
  invitationAccepted: 'Su cuenta del personal está lista. Inicie sesión con su correo y la contraseña que eligió.',
} as const;

export const STAFF_ADMIN_MSG = {
  staffRoleInvalid: 'Elija un rol: Administrador, Ventas o Bodega',
  staffStatusInvalid: 'Elija si la cuenta queda activa o desactivada',
  staffNotFound: 'La cuenta del personal no existe',
  staffEmailTaken: 'Ya existe una cuenta con este correo electrónico',
  staffAlreadyInvited: (email: string) => `Ya hay una invitación abierta para ${email}: reenvíela o cancélela`,
  staffInvited: (email: string) => `Invitación enviada a ${email}. El enlace vale ${STAFF_INVITATION_HOURS} horas.`,
  staffInvitationResent: (email: string) => `Invitación enviada de nuevo a ${email}. El nuevo enlace vale ${STAFF_INVITATION_HOURS} horas.`,
  staffInvitationCanceled: (email: string) => `Invitación a ${email} cancelada`,
  staffInvitationNotFound: 'La invitación no existe o ya fue aceptada',
  staffLastAdmin: 'Debe quedar al menos un Administrador activo: nombre otro antes de cambiar o desactivar esta cuenta',
  staffUpdated: (name: string) => `Cuenta de ${name} guardada. Sus sesiones abiertas se cerraron.`,
  historyEntityInvalid: 'Elija qué registros mostrar: productos, distribuidores, pedidos, precios o personal',
  historyDateInvalid: 'Ingrese una fecha válida (AAAA-MM-DD)',
  stockNothingToSave: 'No cambió ninguna cantidad: escriba el nuevo stock antes de guardar',
  stockSaved: (what: string) => `Stock de ${what} guardado`,
  fulfilmentNotFound: 'El pedido no existe o no está aprobado para despacho',
  fulfilmentMoveRefused: 'Bodega solo puede preparar, despachar y marcar como entregados los pedidos aprobados',
} as const;
