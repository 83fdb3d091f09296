// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/AssemblyListingJob.h"

#include "core/external/ObjdumpRunner.h"

#include <algorithm>
#include <limits>

namespace tally {

namespace {
// More than this many bytes between the first and last address is not one function's code.
constexpr Address kMaxFunctionBytes = 4 * 1024 * 1024;
} // namespace

AssemblyListingJob::AssemblyListingJob(Deliver deliver, QObject* parent)
    : QObject(parent), m_job(&AssemblyListingJob::disassemble, std::move(deliver))
{}

AssemblyListingJob::~AssemblyListingJob() = default;

void AssemblyListingJob::setBusyHandler(std::function<void(bool)> handler)
{
    m_job.setBusyHandler(std::move(handler));
}

void AssemblyListingJob::setActive(bool active)
{
    m_job.setActive(active);
}

void AssemblyListingJob::cancel()
{
    m_job.cancel();
}

QString AssemblyListingJob::request(const std::shared_ptr<const Profile>& profile,
                                    FunctionId function, const SourcePathOptions& options,
                                    bool intel,
                                    const std::shared_ptr<const ProfileComparison>& comparison)
{
    const bool hasAddresses = std::any_of(profile->sources().begin(), profile->sources().end(),
                                          [](const SourceInfo& s) { return s.hasAddresses; });
    const auto range = AssemblyAnnotation::addressRange(*profile, function);
    if (!hasAddresses || !range) {
        return hasAddresses ? tr("The profile has no instruction addresses for this "
                                 "function.")
                            : tr("This profile has no instruction addresses "
                                 "(\"positions: instr\"). Record with valgrind "
                                 "--tool=callgrind --dump-instr=yes to see the machine "
                                 "code with costs.");
    }
    if (range->last - range->first > kMaxFunctionBytes) {
        return tr("The function's addresses span more than %1 MB; not disassembled.")
            .arg(kMaxFunctionBytes / (1024 * 1024));
    }
    const QString recordedObject = profile->functionObject(function);
    if (recordedObject.isEmpty()) {
        return tr("The profile names no object file (ob=) for this function.");
    }
    // Like a source path: from every loaded file's folder and command, the function's first.
    Request request{profile,
                    function,
                    SourceResolverChain(options, *profile, function),
                    recordedObject,
                    *range,
                    intel,
                    {},
                    {},
                    {}};
    // The Session's comparison is of the profile shown (none while a new one is computed).
    if (comparison) {
        const auto row = comparison->rowOf(ProfileComparison::Side::New, function);
        if (row >= 0) {
            request.comparison = comparison;
            const FunctionId baseFunction = comparison->row(std::size_t(row)).base;
            const Profile& baseProfile = comparison->profile(ProfileComparison::Side::Base);
            const auto baseRange = baseFunction.isValid()
                                       ? AssemblyAnnotation::addressRange(baseProfile, baseFunction)
                                       : std::nullopt;
            if (!baseFunction.isValid()) {
                // Added: its instructions against zeros.
            } else if (!baseRange || baseRange->last - baseRange->first > kMaxFunctionBytes) {
                request.baseProblem = tr("the baseline has no instruction addresses for it");
            } else if (baseProfile.functionObject(baseFunction).isEmpty()) {
                request.baseProblem = tr("the baseline names no object file for it");
            } else {
                request.base = Request::BaseSide{
                    baseFunction, SourceResolverChain(options, baseProfile, baseFunction),
                    baseProfile.functionObject(baseFunction), *baseRange};
            }
        }
    }
    m_job.submit(std::move(request));
    return {};
}

AssemblyListingJob::SideResult
AssemblyListingJob::disassembleSide(const Profile& profile, FunctionId function,
                                    const SourceResolverChain& resolver,
                                    const QString& recordedObject, AssemblyAnnotation::Range bounds,
                                    bool intel, std::stop_token stop)
{
    SideResult result;
    const auto location = resolver.resolve(recordedObject);
    if (!location.found()) {
        result.error = tr("Cannot find the object file. ") + location.message(recordedObject);
        return result;
    }
    result.object = location.path;
    objdump::Request run;
    run.object = location.path;
    run.start = bounds.first;
    // A few bytes more so that the last instruction is whole (x86: up to 15 bytes), saturating
    // at the top of the address space.
    constexpr Address kTail = 16;
    run.stop = bounds.last > std::numeric_limits<Address>::max() - kTail
                   ? std::numeric_limits<Address>::max()
                   : bounds.last + kTail;
    if (stop.stop_requested())
        return result;
    // The whole function when its symbol is known: code that never ran shows too.
    const auto symbol = objdump::symbolAt(location.path, bounds.first, stop);
    if (symbol && symbol->first <= bounds.first && symbol->end > bounds.last &&
        symbol->end - symbol->first <= kMaxFunctionBytes) {
        run.start = symbol->first;
        run.stop = symbol->end;
    }
    run.intelSyntax = intel;
    // A newer request replaced this one while nm ran: objdump would be wasted.
    if (stop.stop_requested())
        return result;
    // A stop request (a newer function, the window closing) kills objdump.
    auto output = objdump::run(run, stop);
    if (!output.error.isEmpty()) {
        result.error = output.error;
        return result;
    }
    result.annotation =
        AssemblyAnnotation::build(profile, function, std::move(output.instructions));
    return result;
}

AssemblyListingJob::Disassembly AssemblyListingJob::disassemble(const Request& request,
                                                                std::stop_token stop)
{
    Disassembly result;
    result.function = request.function;
    result.profile = request.profile;
    auto side = disassembleSide(*request.profile, request.function, request.resolver,
                                request.recordedObject, request.bounds, request.intel, stop);
    result.error = std::move(side.error);
    result.object = std::move(side.object);
    if (!result.error.isEmpty() || stop.stop_requested())
        return result;
    result.annotation = std::move(side.annotation);
    if (!request.comparison)
        return result;
    using Side = ProfileComparison::Side;
    result.comparison = request.comparison;
    result.baseProblem = request.baseProblem;
    if (request.base) {
        const auto base = disassembleSide(
            request.comparison->profile(Side::Base), request.base->function, request.base->resolver,
            request.base->recordedObject, request.base->bounds, request.intel, stop);
        if (!base.error.isEmpty())
            result.baseProblem = base.error;
        else
            result.compared = AssemblyComparison::build(*request.comparison, &base.annotation,
                                                        &result.annotation);
    } else if (request.baseProblem.isEmpty()) {
        result.compared =
            AssemblyComparison::build(*request.comparison, nullptr, &result.annotation);
    }
    return result;
}

} // namespace tally
