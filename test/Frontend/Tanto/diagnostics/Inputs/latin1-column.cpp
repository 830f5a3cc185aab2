// José
void kernel(pipe<float> p) {
    /* 25°C */ p.set_frame(undeclared);
}
