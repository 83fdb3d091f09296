// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/AssemblyAnnotation.h"
#include "core/analysis/AssemblyComparison.h"
#include "core/analysis/ProfileComparison.h"
#include "core/external/SourcePathResolver.h"
#include "ui/viewmodel/annotation/SourceResolverChain.h"
#include "ui/viewmodel/common/LatestJob.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace tally {

// The Assembly view's work: the function's address range is checked, its object file found
// (like a source file: from every loaded file's folder and command, the function's first), and nm
// and objdump run on a worker thread for the addresses the profile has costs at (the whole
// function when its symbol is known). In a comparison the baseline's counterpart is disassembled
// too and the instructions are paired by address. A stop request (a newer function, the window
// closing) kills objdump.
class AssemblyListingJob : public QObject
{
    Q_OBJECT

public:
    struct Disassembly
    {
        std::shared_ptr<const Profile> profile;
        FunctionId function;
        AssemblyAnnotation annotation;
        QString error;
        QString object; // the object file found (empty: not found)
        std::shared_ptr<const ProfileComparison> comparison;
        std::optional<AssemblyComparison> compared;
        QString baseProblem; // why the baseline's code is not paired
    };
    using Deliver = std::function<void(Disassembly)>;

    explicit AssemblyListingJob(Deliver deliver, QObject* parent = nullptr);
    ~AssemblyListingJob() override;

    void setBusyHandler(std::function<void(bool)> handler);
    // While inactive (the view hidden) the newest request waits.
    void setActive(bool active);
    // Drops the waiting request and the running one's result.
    void cancel();

    // Asks for the machine code of `function` of `profile` (in AT&T or Intel syntax), compared
    // with the baseline of `comparison` (of `profile`, or none). Returns why it cannot be
    // disassembled (no addresses, too wide a range, no object file), or nothing when objdump runs.
    QString request(const std::shared_ptr<const Profile>& profile, FunctionId function,
                    const SourcePathOptions& options, bool intel,
                    const std::shared_ptr<const ProfileComparison>& comparison);

private:
    struct Request
    {
        std::shared_ptr<const Profile> profile;
        FunctionId function;
        SourceResolverChain resolver;
        QString recordedObject;
        AssemblyAnnotation::Range bounds;
        bool intel = false;
        // When comparing: the comparison, and the baseline's counterpart to disassemble too.
        struct BaseSide
        {
            FunctionId function;
            SourceResolverChain resolver;
            QString recordedObject;
            AssemblyAnnotation::Range bounds;
        };
        std::shared_ptr<const ProfileComparison> comparison;
        std::optional<BaseSide> base;
        QString baseProblem; // why the baseline cannot be disassembled, found before starting
    };
    struct SideResult
    {
        AssemblyAnnotation annotation;
        QString error;
        QString object;
    };

    static SideResult disassembleSide(const Profile& profile, FunctionId function,
                                      const SourceResolverChain& resolver,
                                      const QString& recordedObject,
                                      AssemblyAnnotation::Range bounds, bool intel,
                                      std::stop_token stop);
    static Disassembly disassemble(const Request& request, std::stop_token stop);

    LatestJob<Request, Disassembly> m_job;
};

} // namespace tally
