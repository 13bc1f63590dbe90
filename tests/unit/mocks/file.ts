// Imported images resolve to a stable fake address.
export default '/static/images/test-image.png'
