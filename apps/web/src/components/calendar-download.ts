// "Add to calendar": hands the browser the booking's .ics as a file; calendar apps open it.
export function downloadCalendarFile(file: { fileName: string; ics: string }) {
  const url = URL.createObjectURL(new Blob([file.ics], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
