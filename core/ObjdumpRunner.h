#pragma once

#include "ObjdumpParser.h"

#include <QStringList>

namespace tally {

// Runs objdump on one address range of an object file. Started with an argument list, never a
// shell; bounded in time and output. Blocking: callers run it off the GUI thread.
class ObjdumpRunner
{
public:
    struct Request
    {
        QString objdump = QStringLiteral("objdump"); // a name on PATH or a path
        QString object;
        Address start = 0;
        Address stop = 0; // exclusive
        bool intelSyntax = false;
        int timeoutMs = 20000;
    };
    struct Result
    {
        std::vector<Instruction> instructions;
        QString error; // empty on success
    };

    static QStringList arguments(const Request& request);
    static Result run(const Request& request);

    static constexpr qint64 kMaxOutputBytes = 64 * 1024 * 1024;
};

} // namespace tally
