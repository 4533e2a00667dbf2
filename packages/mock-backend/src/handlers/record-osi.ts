/** A record's OSI remarks (other service information for the carrier): added and removed. */
import type { RecordKind } from '@comptoir/api/endpoints';
import { SandboxError } from '../context';
import { nextId } from '../database';
import { type RecordContext, reservationFor, stageInPathWorkbench } from './record-access';

export function osiResolvers(kind: RecordKind) {
  return {
    addOsi: async (context: RecordContext<'addOsi'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      const { comments } = await context.body();
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
    deleteOsi: (context: RecordContext<'deleteOsi'>) => {
      const reservation = reservationFor(kind, context.actor, context.params.locator);
      const commentId = context.params.commentID;
      const reservationCommentId = context.params.reservationCommentID;
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
