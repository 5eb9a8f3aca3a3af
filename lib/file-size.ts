const kilobytes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const megabytes = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${kilobytes.format(Math.max(1, bytes / 1024))} KB`;
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}

export function fileExtension(fileName: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(fileName);
  return match ? match[1]!.toUpperCase() : '';
}
