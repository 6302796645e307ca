-- AlterEnum
ALTER TYPE "BookingChangeKind" ADD VALUE 'RELEASED';
