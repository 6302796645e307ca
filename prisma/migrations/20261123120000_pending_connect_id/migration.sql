-- The connected account opened for a pro, so the onboarding return can only link that one.
ALTER TABLE "ProProfile" ADD COLUMN "pendingConnectId" TEXT;
