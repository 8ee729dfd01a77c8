import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { FileUpload, type FileUploadProps } from './FileUpload.tsx';

const texts = {
  label: 'CV',
  chooseLabel: 'Choose a PDF',
  replaceLabel: 'Replace',
  dropHint: 'or drop it here',
  rejectedMessage: 'Only PDF files can be uploaded.',
};
const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
const doc = new File(['x'], 'cv.docx', {
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
});

function setup(props: Partial<FileUploadProps> = {}) {
  const onFiles = vi.fn();
  const { container } = render(<FileUpload {...texts} onFiles={onFiles} {...props} />);
  return { onFiles, input: container.querySelector('input[type="file"]') as HTMLInputElement, container };
}

describe('FileUpload', () => {
  it('opens the picker from a keyboard-reachable button and passes on PDFs only', async () => {
    const { onFiles, input } = setup();
    const button = screen.getByRole('button', { name: 'Choose a PDF CV' });
    const click = vi.spyOn(input, 'click');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await userEvent.upload(input, pdf);
    expect(onFiles).toHaveBeenCalledWith([pdf]);
    expect(await axeViolations()).toEqual([]);
  });

  it('rejects dropped files that are not PDFs and says so', () => {
    const { onFiles, container } = setup();
    const zone = container.querySelector('[data-dragging]')!;
    fireEvent.dragOver(zone);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [doc] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF files can be uploaded.');
    fireEvent.drop(zone, { dataTransfer: { files: [doc, pdf] } });
    expect(onFiles).toHaveBeenCalledWith([pdf]);
  });

  it('shows the current file with a replace button, and progress while uploading', async () => {
    setup({ file: { name: 'my-cv.pdf' }, progress: 42.4, progressLabel: 'Uploading CV' });
    expect(screen.getByText('my-cv.pdf')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Replace CV' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    const bar = screen.getByRole('progressbar', { name: 'Uploading CV' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(await axeViolations()).toEqual([]);
  });
});
