import { fileExtension, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [820, '820 bytes'],
    [48_000, '47 KB'],
    [1_536, '2 KB'],
    [3_355_443, '3.2 MB'],
  ])('%d bytes reads "%s"', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('fileExtension', () => {
  it('is the upper-case extension, or empty', () => {
    expect(fileExtension('sheet.pdf')).toBe('PDF');
    expect(fileExtension('archive.tar.gz')).toBe('GZ');
    expect(fileExtension('README')).toBe('');
  });
});
