/*
 * A disassembler plugin for HotSpot's -XX:+PrintAssembly, for reading the code the JIT makes of Kirin's hot loops.
 * HotSpot (JDK 17 and later) loads hsdis-<arch>.so from its lib folder and calls decode_instructions_virtual; this
 * one disassembles with capstone (Debian: libcapstone-dev), which is packaged, unlike the binutils-based plugin.
 *
 *   gcc -O2 -shared -fPIC -o hsdis-amd64.so hsdis-capstone.c -lcapstone
 *   cp hsdis-amd64.so $JAVA_HOME/lib/
 *
 * The interface: for each instruction, report its start and end address to the event callback ("insn", "/insn")
 * and print its text through the printf callback; return the address after the last instruction decoded.
 */
#include <capstone/capstone.h>
#include <stdint.h>

typedef void *(*event_callback_t)(void *, const char *, void *);
typedef int (*printf_callback_t)(void *, const char *, ...);

void *decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char *buffer, uintptr_t length,
                                  event_callback_t event_callback, void *event_stream,
                                  printf_callback_t printf_callback, void *printf_stream, const char *options,
                                  int newline) {
    (void) end_va;
    (void) options;
    csh handle;
    if (cs_open(CS_ARCH_X86, CS_MODE_64, &handle) != CS_ERR_OK) {
        return NULL;
    }
    cs_option(handle, CS_OPT_SYNTAX, CS_OPT_SYNTAX_INTEL);
    cs_insn *insn = cs_malloc(handle);
    const uint8_t *code = buffer;
    size_t size = length;
    uint64_t address = start_va;
    while (size > 0) {
        event_callback(event_stream, "insn", (void *) (uintptr_t) address);
        if (cs_disasm_iter(handle, &code, &size, &address, insn)) {
            printf_callback(printf_stream, "%s\t%s", insn->mnemonic, insn->op_str);
        } else {
            /* not an instruction (data or padding): show one byte and go on */
            printf_callback(printf_stream, ".byte\t0x%02x", *code);
            code++;
            size--;
            address++;
        }
        event_callback(event_stream, "/insn", (void *) (uintptr_t) address);
        if (newline) {
            printf_callback(printf_stream, "\n");
        }
    }
    cs_free(insn, 1);
    cs_close(&handle);
    return (void *) (uintptr_t) address;
}
