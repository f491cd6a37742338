// The billing module's public face.
