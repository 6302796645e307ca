-- AlterEnum
ALTER TYPE "TokenPurpose" ADD VALUE 'JOIN_AS_PRO';
