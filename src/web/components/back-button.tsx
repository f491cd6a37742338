import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';

/** The back arrow, pointing against the reading direction (left, or right in Arabic). */
export function BackArrowIcon() {
  return <ArrowBackRounded sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />;
}

/** An icon button that goes back: the arrow, named by `label` for a screen reader. */
export function BackIconButton({
  label,
  ...props
}: Omit<IconButtonProps, 'aria-label' | 'children'> & { label: string }) {
  return (
    <IconButton aria-label={label} {...props}>
      <BackArrowIcon />
    </IconButton>
  );
}
