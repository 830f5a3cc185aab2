// Written by José Müller; tested at 25°C.
/* © 2024 François */
void kernel(pipe<float> p) {
    p.set_frame(1); // été
    p.reserve_back();
    p.push_back();
}
