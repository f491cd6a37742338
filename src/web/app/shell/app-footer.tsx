import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function AppFooter() {
  return (
    <Box
      component="footer"
      sx={{
        px: { xs: 2, sm: 3 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        color: 'text.primary',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        Watchpost · security operations, live
      </Typography>
      <Typography variant="caption" color="text.secondary">
        © {new Date().getFullYear()} Watchpost
      </Typography>
    </Box>
  );
}
