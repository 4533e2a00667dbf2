/** A record's OSI remarks (other service information for the carrier): added and removed. */
import { osiAddBodySchema } from '@comptoir/flight-domain';
import { type HandlerContext, parseWith, SandboxError } from '../context';
import { nextId } from '../database';
import { pathParam, pathReservation, type RecordKind, stageInPathWorkbench } from './record-access';

export function osiResolvers(kind: RecordKind) {
  return {
    addOsi: async (context: HandlerContext) => {
      const reservation = pathReservation(kind, context, 'locator');
      const { comments } = parseWith(osiAddBodySchema, await context.json());
      const remarks = comments.map((text) => ({
        commentID: nextId('OSI'),
        reservationCommentID: `RC-${reservation.locator}`,
        carrier: reservation.validatingCarrier,
        text: text.toUpperCase(),
      }));
      return stageInPathWorkbench(context, reservation, `${String(remarks.length)} OSI remark(s)`, () => {
        reservation.osiRemarks.push(...remarks);
      });
    },
    deleteOsi: (context: HandlerContext) => {
      const reservation = pathReservation(kind, context, 'locator');
      const commentId = pathParam(context, 'commentID');
      const reservationCommentId = pathParam(context, 'reservationCommentID');
      if (
        !reservation.osiRemarks.some(
          (remark) => remark.commentID === commentId && remark.reservationCommentID === reservationCommentId,
        )
      ) {
        throw new SandboxError(404, `OSI remark ${commentId} not found on ${reservation.locator}`);
      }
      return stageInPathWorkbench(context, reservation, `Removal of OSI remark ${commentId}`, () => {
        reservation.osiRemarks = reservation.osiRemarks.filter((remark) => remark.commentID !== commentId);
      });
    },
  };
}
