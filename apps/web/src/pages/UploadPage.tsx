// /upload?id=: the booking's assigned pro uploads a photo of the finished look. The server
// checks the image's bytes, its size and that the uploader is the assigned pro.
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { MAX_UPLOAD_BYTES } from "@primp/core";
import { useState } from "react";
import { Link } from "react-router";
import { Fact, FactGrid } from "../components/BookingFacts";
import { formatAppointment } from "../components/format";
import { PageFrame, QueryState, useIdParam } from "../components/PageFrame";
import { PageMeta } from "../components/PageMeta";
import { ImagePicker } from "../features/uploads/ImagePicker";
import { useImageUpload } from "../features/uploads/useImageUpload";
import { paths } from "../navigation/paths";
import { trpc } from "../trpc";

export function UploadPage() {
  const bookingId = useIdParam();
  const utils = trpc.useUtils();
  const booking = trpc.account.bookingDetails.useQuery({ bookingId }, { enabled: bookingId !== "" });
  const [file, setFile] = useState<File | null>(null);
  const { upload, progress, error, result, uploading } = useImageUpload();

  const send = async () => {
    if (!file) return;
    const uploaded = await upload({ kind: "submission", bookingId }, file);
    if (uploaded) {
      setFile(null);
      void utils.account.bookingDetails.invalidate({ bookingId });
      void utils.pro.confirmedBookings.invalidate();
    }
  };

  return (
    <PageFrame title="Upload a photo">
      <PageMeta title="Upload a photo" />
      <QueryState
        isPending={booking.isPending && bookingId !== ""}
        error={bookingId === "" ? new Error("We could not find this booking.") : booking.error}
      >
        {() => {
          const data = booking.data;
          if (!data) return null;
          const when = formatAppointment(data);
          return (
            <Stack gap="lg">
              <FactGrid>
                <Fact label="Service">{data.serviceName}</Fact>
                <Fact label="Customer">
                  {data.contact.firstName} {data.contact.lastName}
                </Fact>
                <Fact label="Date">{when.date}</Fact>
                <Fact label="Time">{when.time}</Fact>
              </FactGrid>
              <Text c="dimmed">
                Add a photo of the finished look. The customer sees it under Past Appointments. JPEG, PNG, GIF or WebP,
                up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB.
              </Text>
              <ImagePicker
                label="Choose an image"
                file={file}
                onChange={setFile}
                progress={progress}
                currentUrl={result?.url ?? data.customerPhotoUrl}
                capture
                disabled={uploading}
              />
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              {result && !file && (
                <Alert color="teal" variant="light" role="status">
                  The photo has been uploaded. We have let the customer know.
                </Alert>
              )}
              <Stack gap="xs" align="flex-start">
                <Button onClick={send} disabled={!file} loading={uploading}>
                  Upload photo
                </Button>
                <Anchor component={Link} to={paths.dashboard} fw={600}>
                  Back to your dashboard
                </Anchor>
              </Stack>
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
