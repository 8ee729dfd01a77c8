import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload.tsx';

const meta = {
  component: FileUpload,
  args: {
    label: 'CV (PDF)',
    chooseLabel: 'Choose a PDF',
    replaceLabel: 'Replace',
    dropHint: 'or drag and drop it here',
    rejectedMessage: 'Only PDF files can be uploaded.',
    onFiles: fn(),
  },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(args.onFiles).toHaveBeenCalledOnce();
    // Dropping skips the picker's own file-type filter, so the component's PDF check is what rejects it.
    await fireEvent.drop(canvasElement.querySelector('[data-dragging]')!, {
      dataTransfer: { files: [new File(['x'], 'cv.txt', { type: 'text/plain' })] },
    });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only PDF files');
  },
};
export const WithFile: Story = { args: { file: { name: 'ada-lovelace-cv.pdf' } } };
export const Uploading: Story = {
  args: { file: { name: 'ada-lovelace-cv.pdf' }, progress: 60, progressLabel: 'Uploading CV' },
};
